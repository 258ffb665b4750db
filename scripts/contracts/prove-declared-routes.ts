import { pathToFileURL } from 'node:url';
import { isRouteDeclaration, type RouteDeclaration } from '@batas/shared/contracts/route';
import { contractViolation } from '../../apps/api/src/lib/route.ts';
import { createTestApp } from '../../apps/api/test/helpers.ts';
import { probesFor } from './route-probes.ts';

const nameOf = (route: RouteDeclaration) => `${route.method} /api${route.path}`;

/** Every route declared in these contract modules. */
async function declaredRoutes(modules: readonly string[]): Promise<RouteDeclaration[]> {
  const routes: RouteDeclaration[] = [];
  for (const file of modules) {
    const exports: Record<string, unknown> = await import(pathToFileURL(file).href);
    for (const value of Object.values(exports)) if (isRouteDeclaration(value)) routes.push(value);
  }
  return routes;
}

/**
 * Sends each declared route its probes and returns what is wrong: a route the API does not register, a route
 * without probes, an answer of another status than the probe expects, an answer outside the declaration.
 */
export async function proveDeclaredRoutes(modules: readonly string[]): Promise<string[]> {
  const routes = await declaredRoutes(modules);
  const t = await createTestApp();
  const problems: string[] = [];
  try {
    const probes = await probesFor(t);
    for (const route of routes) {
      const url = `/api${route.path}`;
      if (!t.app.hasRoute({ method: route.method, url })) problems.push(`${nameOf(route)} is not registered`);
      if (!probes.some((probe) => probe.route === route)) problems.push(`${nameOf(route)} has no probe`);
    }
    for (const probe of probes) {
      const { route } = probe;
      if (!routes.includes(route)) problems.push(`a probe of ${nameOf(route)}, which no contract module declares`);
      const answer = await t.app.inject({
        method: route.method,
        url: probe.url,
        headers: probe.headers,
        payload: probe.payload,
      });
      const where = `${route.method} ${probe.url}`;
      const violation = contractViolation(route, answer.statusCode, answer.rawPayload);
      if (violation) problems.push(`${where}: ${violation}`);
      else if (answer.statusCode !== probe.status) {
        problems.push(`${where} answered ${answer.statusCode}, not ${probe.status}: ${answer.body.slice(0, 300)}`);
      }
    }
    const statuses = probes.length;
    if (problems.length === 0) {
      console.log(`✓ ${routes.length} declared routes registered; ${statuses} answers parse with their declarations`);
    }
  } finally {
    await t.close();
  }
  return problems;
}
