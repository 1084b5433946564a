export declare const PG_BIN: string;
export declare function hasPostgres15(): boolean;
export declare function startThrowawayPostgres(options: { port: number; label?: string }): {
  url: string;
  start: () => void;
  stop: () => void;
  remove: () => void;
};
