/** Public contact fields of a lawyer's or a firm's profile. */
export interface ContactFields {
  email?: string | null;
  phone?: string | null;
  website?: string | null;
}

export interface ContactLink {
  kind: 'email' | 'phone' | 'website';
  label: string;
  href: string;
  /** The value as the profile gives it, for people who copy it rather than follow the link. */
  text: string;
}

/**
 * A profile's public contact fields as links, e-mail first. A field that cannot make a safe link is left out:
 * a website must be a web address (never a javascript: URL), a phone number must hold digits.
 */
export function contactLinks(contact: ContactFields): ContactLink[] {
  const links: ContactLink[] = [];
  const email = contact.email?.trim();
  if (email && /^[^\s@]+@[^\s@]+$/.test(email)) {
    links.push({ kind: 'email', label: 'Send an e-mail', href: `mailto:${email}`, text: email });
  }
  const phone = contact.phone?.trim();
  const dialled = phone?.replace(/[^\d+]/g, '');
  if (phone && dialled && /\d{5,}/.test(dialled)) {
    links.push({ kind: 'phone', label: 'Call', href: `tel:${dialled}`, text: phone });
  }
  const website = contact.website?.trim();
  if (website && !/\s/.test(website)) {
    const href = /^https?:\/\//i.test(website) ? website : /^[a-z]+:/i.test(website) ? null : `https://${website}`;
    if (href) links.push({ kind: 'website', label: 'Visit website', href, text: website });
  }
  return links;
}
