import type { StoredCard } from "../../app/api/schemas/payments";
import type { Db } from "../db";

/** The card of the member's last completed card payment (for repeat orders), as packages.php shows it. */
export async function storedCard(db: Pick<Db, "query">, memberId: number): Promise<StoredCard | null> {
  const [card] = await db.query<StoredCard>("SELECT brand, last4, expires FROM stored_cards WHERE member_id = $1", [
    memberId,
  ]);
  return card ?? null;
}
