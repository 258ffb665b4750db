/**
 * The query with these parameters in the site's spelling (`spelled`: each parameter's value as the site writes it),
 * or null when each is already so or names something else. Only a difference of case is respelled; every other
 * parameter stays as it was. A page's loader answers the other spelling with a permanent redirect to this one.
 */
export function respellParams(
  params: URLSearchParams,
  spelled: Record<string, string | undefined>,
): URLSearchParams | null {
  const canonical = new URLSearchParams(params);
  let changed = false;
  for (const [name, value] of Object.entries(spelled)) {
    const asked = params.get(name);
    if (!value || asked === null || asked === value || asked.toLowerCase() !== value.toLowerCase()) continue;
    canonical.set(name, value);
    changed = true;
  }
  return changed ? canonical : null;
}
