export const OPENAPI_INFO = { title: 'OnAir API', version: '0.1.0' } as const;
