export { rulesDocumentRoutesPlugin } from './rules-document-routes';
export { nextVersionOf, ofDocument, publishedVersions, versionInForce, type PublishedVersion } from './rules-versions';
