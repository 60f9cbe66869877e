-- Branch `files` (shared files mechanism, docs/decisions/0014-files.md): append after the
-- generated CREATE TABLE "stored_file_contents".
-- Photos and PDFs are already compressed: PostgreSQL trying to compress them again only costs time.
ALTER TABLE "stored_file_contents" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
