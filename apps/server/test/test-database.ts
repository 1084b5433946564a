/**
 * What global-setup hands to test workers (through vitest's provide/inject): where the migrated
 * template database is. Workers clone it once per test app.
 */
export type TestDatabaseInfo =
  | { kind: 'pglite'; templatePath: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Database names come from our own code, but quoting keeps SQL well-formed whatever they are. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
