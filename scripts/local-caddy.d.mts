export declare const CADDYFILE: string;
export declare function hasCaddy(): boolean;
export declare function localCaddy(options: {
  port: number;
  upstreams: string;
  home: string;
  healthIntervalMs?: number;
  logLevel?: string;
}): { command: string; args: string[]; env: Record<string, string> };
