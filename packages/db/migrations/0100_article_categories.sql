-- One list of article categories (packages/shared/src/constants/directory.ts, ARTICLE_CATEGORIES): the editor used to
-- offer kinds of article ('Legal Analysis', 'Case Studies', …) that no reader's filter offers, so an article filed
-- under one could not be found by category. Each such article moves to the subject its practice area names (the
-- eight practice areas match the eight subjects one for one); one without a practice area goes to 'General Law'.
UPDATE articles
   SET category = CASE practice_area
         WHEN 'Business Law' THEN 'Corporate Law'
         WHEN 'Technology Law' THEN 'Privacy Law'
         WHEN 'Employment Law' THEN 'Labor Law'
         WHEN 'IP Law' THEN 'Intellectual Property'
         WHEN 'Property Law' THEN 'Real Estate Law'
         WHEN 'Criminal Defense' THEN 'Criminal Law'
         WHEN 'Family Relations' THEN 'Family Law'
         WHEN 'Tax Planning' THEN 'Tax Law'
         ELSE 'General Law'
       END,
       updated_at = now()
 WHERE category NOT IN ('Corporate Law', 'Privacy Law', 'Labor Law', 'Intellectual Property', 'Real Estate Law',
                        'Criminal Law', 'Family Law', 'Tax Law', 'General Law');
