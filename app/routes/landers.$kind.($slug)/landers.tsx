import type { ComponentType } from "react";
import type { LanderKind } from "~/domain/landing";
import type { LanderBase } from "~/features/landing/lander-data.server";
import type { LanderExtras } from "./extras.server";
import { AloneTonight } from "./alone-tonight";
import { Collage } from "./collage";
import { Gallery } from "./gallery";
import { Icons } from "./icons";
import { MapLander } from "./map";
import { Reel } from "./reel";
import { Slideshow } from "./slideshow";
import { SocialNetwork } from "./social-network";

export interface LanderProps {
  base: LanderBase;
  extras: LanderExtras;
}

/** Each kind's page: what sets it apart is its picture; the frame is LanderPage. */
export const LANDERS: Record<LanderKind, ComponentType<LanderProps>> = {
  alonetonight: AloneTonight,
  collagelanding: Collage,
  gallery: Gallery,
  iconslanding: Icons,
  maplanding: MapLander,
  socialnetwork: SocialNetwork,
  transitionsvideolanding: Slideshow,
  video: Reel,
};
