/** A member image's address: the contract's paths are relative to the site's cdn_prefix. */
export const photoUrl = (cdnPrefix: string, path: string) =>
  `${cdnPrefix.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
