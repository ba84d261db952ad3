// Workbox modules read `self` when imported; in Node the global object stands in for the worker scope.
Object.assign(globalThis, { self: globalThis });
