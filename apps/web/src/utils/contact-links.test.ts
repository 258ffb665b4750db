import { describe, expect, it } from 'vitest';
import { contactLinks } from './contact-links';

describe('contactLinks', () => {
  it('turns each public contact field into a link, e-mail first', () => {
    expect(contactLinks({ email: 'ana@example.com', phone: '+63 917 555 0101', website: 'www.cruz.example' })).toEqual([
      { kind: 'email', label: 'Send an e-mail', href: 'mailto:ana@example.com', text: 'ana@example.com' },
      { kind: 'phone', label: 'Call', href: 'tel:+639175550101', text: '+63 917 555 0101' },
      { kind: 'website', label: 'Visit website', href: 'https://www.cruz.example', text: 'www.cruz.example' },
    ]);
  });

  it('leaves out what cannot make a safe link', () => {
    expect(contactLinks({ email: 'not an address', phone: 'n/a', website: 'javascript:alert(1)' })).toEqual([]);
    expect(contactLinks({ email: null, phone: null, website: null })).toEqual([]);
    expect(contactLinks({ email: null, phone: null, website: 'https://x.example/a' })[0]?.href).toBe(
      'https://x.example/a',
    );
  });
});
