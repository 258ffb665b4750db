import { type HostTest } from '../common/urls.ts';

/** lawphil.net and every alias found in the wild (www., chief., www.b.): all are the one site. */
export const isLawphilHost: HostTest = (hostname) => hostname === 'lawphil.net' || hostname.endsWith('.lawphil.net');
