/**
 * A multipart endpoint's body as the browser sends it: each text field once, each file field once
 * per file. Undefined and null fields are left out, so an optional field is simply absent.
 */
export function toFormData(body: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      form.append(name, item instanceof Blob ? item : String(item));
    }
  }
  return form;
}
