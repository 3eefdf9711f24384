-- Own profile: the descriptive fields of docs/product.md#profile-and-photos, and uploaded photo files.

ALTER TABLE members ADD COLUMN relationship_status text;
ALTER TABLE members ADD COLUMN hair_color text;
ALTER TABLE members ADD COLUMN eye_color text;
ALTER TABLE members ADD COLUMN body_type text;
ALTER TABLE members ADD COLUMN tattoos text;
ALTER TABLE members ADD COLUMN signup_reason text;

-- Uploaded photos keep their resized bytes here (NULL for the demo avatars, drawn on the fly).
CREATE TABLE photo_files (
  filename      text PRIMARY KEY,        -- as photos.filename / photos.thumb_filename
  photo_id      integer NOT NULL REFERENCES photos(id) ON DELETE CASCADE,
  content_type  text NOT NULL,
  data          bytea NOT NULL
);
CREATE INDEX photo_files_photo ON photo_files (photo_id);
