/** The part of s3rver (a local S3-compatible server, for the media storage's S3 test) we use. */
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    /** 0: any free port */
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
