// What may import what. Two axes, both enforced:
//   scope: web code never imports server code and the reverse; shared code imports only shared code.
//   type:  brand apps -> feature libs -> ui / store / api-client -> contracts.
const layers = {
  'type:app': ['type:feature', 'type:ui', 'type:data', 'type:util', 'type:contracts'],
  'type:feature': ['type:feature', 'type:ui', 'type:data', 'type:util', 'type:contracts'],
  'type:ui': ['type:ui', 'type:util', 'type:contracts'],
  'type:data': ['type:data', 'type:util', 'type:contracts'],
  'type:util': ['type:util', 'type:contracts'],
  'type:contracts': ['type:contracts'],
  'type:e2e': ['type:util', 'type:contracts'],
  'type:tools': ['type:data', 'type:util', 'type:contracts', 'type:app'],
};

const scopes = {
  'scope:web': ['scope:web', 'scope:shared'],
  'scope:server': ['scope:server', 'scope:shared'],
  'scope:shared': ['scope:shared'],
  'scope:e2e': ['scope:shared'],
  'scope:tools': ['scope:server', 'scope:shared'],
};

export const moduleBoundaries = {
  enforceBuildableLibDependency: true,
  allow: [],
  depConstraints: [
    ...Object.entries(scopes).map(([sourceTag, allowed]) => ({ sourceTag, onlyDependOnLibsWithTags: allowed })),
    ...Object.entries(layers).map(([sourceTag, allowed]) => ({ sourceTag, onlyDependOnLibsWithTags: allowed })),
  ],
};
