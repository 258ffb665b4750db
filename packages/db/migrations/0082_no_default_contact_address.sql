-- The first start used to make the super admin's own address the site's public contact address. The contact
-- form now delivers to the administrators while no address is set, so nobody's personal address is published by
-- default. An address no one ever saved in Settings (updated_by is null) that is a super admin's is taken back.
UPDATE site_settings SET contact_email = NULL
 WHERE updated_by IS NULL
   AND contact_email IN (SELECT email FROM users WHERE role = 'super_admin');
