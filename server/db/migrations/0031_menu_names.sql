-- The library's menu named the page /library-service/method '도서관 서비스', while the page itself
-- (and the group it sits in, 이용안내) calls it '도서관 이용 방법' (2026-12-01). The demo seed now
-- uses the page's name; a database seeded before gets it here. Only the demo's own row under its
-- old name is touched: a name the library has since edited stays as it is.
UPDATE menus SET menu_name = '도서관 이용 방법'
 WHERE menu_id = 307 AND menu_name = '도서관 서비스' AND inside_url = '/library-service/method';
