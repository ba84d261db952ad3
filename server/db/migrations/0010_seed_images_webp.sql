-- 0010: the demo images became WebP (scripts/rasterize-seed-images.ts): an SVG <img> is a document
-- of its own whose Korean text the browser lays out on the main thread, where a WebP decodes off
-- it. The .svg files are gone, so a data directory seeded before then points its popups, covers and
-- posters at the .webp beside each. Only the seed's own paths change: the popups and posters by
-- name, the covers by the seed's book keys (GGL and seven digits). A fresh database has no rows
-- yet and is seeded with .webp paths. Runs unchanged on PGlite and on PostgreSQL 15+.

UPDATE popups
   SET image_path = regexp_replace(image_path, '\.svg$', '.webp')
 WHERE image_path IN ('/uploads/popup/book-festival.svg', '/uploads/popup/winter-reading-class.svg',
                      '/uploads/popup/december-closing.svg', '/uploads/popup/app-launch.svg');

UPDATE books
   SET cover_url = regexp_replace(cover_url, '\.svg$', '.webp')
 WHERE cover_url ~ '^/uploads/covers/GGL[0-9]{7}\.svg$';

UPDATE programs
   SET poster_url = regexp_replace(poster_url, '\.svg$', '.webp')
 WHERE poster_url IN ('/uploads/programs/climate-reading-exhibition.svg', '/uploads/programs/author-talk.svg',
                      '/uploads/programs/picture-book-reading.svg', '/uploads/programs/digital-basics.svg',
                      '/uploads/programs/book-discussion.svg', '/uploads/programs/youth-career-talk.svg',
                      '/uploads/programs/ai-studio.svg', '/uploads/programs/humanities-lecture.svg',
                      '/uploads/programs/original-art-exhibition.svg', '/uploads/programs/reading-helper.svg');
