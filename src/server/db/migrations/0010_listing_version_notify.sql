-- The version also says it moved (on the channel of the same name), at commit: an in-process PGlite keeps
-- the number in memory between changes instead of asking for it on every listing read
-- (db/listing-version.ts). A PostgreSQL server's listeners are none, so a notice goes nowhere.
CREATE OR REPLACE FUNCTION "bump_listing_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('listing_version');
  PERFORM pg_notify('listing_version', '');
  RETURN NULL;
END
$$;
