import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Back in history, as '← Back to Documents' and 'Go Back' do; a reader who arrived straight from a
 * link elsewhere has no entry to go back to within the site, so they land on the library instead.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') void navigate(paths.lawLibrary.getHref());
    else void navigate(-1);
  };
}
