// Every route test: Testing Library's DOM matchers, and a clean document between tests.
import '@testing-library/jest-dom/vitest';
import { TextDecoder, TextEncoder } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A route's first render loads its code and its data; on a machine busy with other test files that can take seconds.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// The API runs in this same context. jsdom brings its own Uint8Array and TextEncoder, so Node's byte arrays (a
// Buffer, a token key) fail jose's and Node's `instanceof Uint8Array` checks ('Received an instance of
// Uint8Array'). Node's own classes keep the API working; the pages do not notice.
const NodeUint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;
Object.assign(globalThis, { Uint8Array: NodeUint8Array, TextEncoder, TextDecoder });

// Mantine reads these browser APIs, which jsdom lacks.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.scrollTo = () => {};
