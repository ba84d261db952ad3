/* The KDC table lives in contract/kdc.ts: the reference server names classes with it too (the assistant's reasons). */
export * from '../../../../contract/kdc';
