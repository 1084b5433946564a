/**
 * Zone images (mainFileContentSavePath, kind `zone`) and zone location images
 * (locationFileContentSavePath, kind `zone-map`) are drawn at 750×500 (server media imageKinds),
 * so every <img> of a zone reserves its 3:2 box before it loads (CLS).
 */
export const ZONE_IMAGE = { width: 750, height: 500 } as const;
