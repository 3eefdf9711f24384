import { useFormatters } from "~/i18n/format";
import type { MemberOffer } from "./offer.server";

export type TimeBonus = NonNullable<MemberOffer["timeBonus"]>;

/** An offer's percentage ("25.0") as the member's language writes it. */
export const usePercent = (value: string) => useFormatters().percent(value);
