-- More domains of one site: a tenant file may list several (www. and the bare name, one per
-- country), and each names the same site to the API (docs/decisions/024-sites-at-scale.md).
-- sites.domain stays the site's own; a domain here is another name of it.
CREATE TABLE site_domains (
  domain   text PRIMARY KEY,
  site_id  integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE
);
