/**
 * A multipart body built the way a browser builds one from FormData, for the upload routes
 * (inquiry photos, the media library).
 *
 *   const { payload, contentType } = await multipartBody({ alt: '포스터' }, [
 *     { field: 'file', name: 'poster.png', type: 'image/png', bytes },
 *   ]);
 */
export interface FormFile {
  field: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

export async function multipartBody(
  fields: Record<string, string>,
  files: FormFile[] = [],
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}
