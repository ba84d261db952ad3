import type { RegisteredRouter, RouteById } from '@tanstack/react-router';

/**
 * What a route's validateSearch accepts (its schema's input), read from the registered route
 * tree: SearchInput<'/search/new/new-list'>. Index routes end in '/' ('/notice/').
 */
export type SearchInput<TRouteId extends string> = RouteById<RegisteredRouter['routeTree'], TRouteId>['types']['searchSchemaInput'];
