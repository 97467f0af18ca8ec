// Writes libs/api-client/openapi.json from the contracts and regenerates one client file per API group.
import { mkdirSync, writeFileSync } from 'node:fs';
import { clientFiles, documentPath, documentText, generatedDir } from './client-files';

const document = documentText();
writeFileSync(documentPath, document);
mkdirSync(generatedDir, { recursive: true });
const files = await clientFiles(document);
for (const [path, text] of files) writeFileSync(path, text);
console.log(`wrote ${documentPath} and ${files.size} client files in ${generatedDir}`);
