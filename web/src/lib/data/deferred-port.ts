import { watchWhenLoaded } from './live-watch.ts';
import type { DataPort, RecordsPort } from './port.ts';

/** What a visitor reads, served by the API in every mode (the Cloud Function in firebase mode). */
export type PublicReads = Pick<DataPort, 'verify'> & { notices: Pick<DataPort['notices'], 'list'> };

/**
 * A port whose adapter is loaded on first use (the Firestore adapter and its SDK stay out of
 * the first-load JS). A failed load is retried on the next call. What a visitor reads (a token's
 * check, the notice board) is served by `publicReads`, so the home page and the QR's page load
 * neither the adapter nor the Auth SDK.
 */
export function deferredPort(load: () => Promise<RecordsPort>, publicReads: PublicReads): DataPort {
  let pending: Promise<RecordsPort> | undefined;
  const port = (): Promise<RecordsPort> =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));

  return {
    users: {
      me: async () => (await port()).users.me(),
      list: async () => (await port()).users.list(),
      create: async (input) => (await port()).users.create(input),
      updateMe: async (input) => (await port()).users.updateMe(input),
    },
    tokenPurchases: {
      create: async (input) => (await port()).tokenPurchases.create(input),
      page: async (query) => (await port()).tokenPurchases.page(query),
      count: async (filter) => (await port()).tokenPurchases.count(filter),
      approve: async (id) => (await port()).tokenPurchases.approve(id),
      reject: async (id, reason) => (await port()).tokenPurchases.reject(id, reason),
      remove: async (id) => (await port()).tokenPurchases.remove(id),
      attachPdf: async (id, file, onProgress) => (await port()).tokenPurchases.attachPdf(id, file, onProgress),
      attachedPdf: async (id) => (await port()).tokenPurchases.attachedPdf(id),
    },
    hallFees: {
      create: async (input) => (await port()).hallFees.create(input),
      page: async (query) => (await port()).hallFees.page(query),
      count: async (filter) => (await port()).hallFees.count(filter),
      approve: async (id) => (await port()).hallFees.approve(id),
      reject: async (id, reason) => (await port()).hallFees.reject(id, reason),
      remove: async (id) => (await port()).hallFees.remove(id),
    },
    roomAllotments: {
      create: async (input) => (await port()).roomAllotments.create(input),
      page: async (query) => (await port()).roomAllotments.page(query),
      count: async (filter) => (await port()).roomAllotments.count(filter),
      approve: async (id, selectedRoom) => (await port()).roomAllotments.approve(id, selectedRoom),
      reject: async (id, reason) => (await port()).roomAllotments.reject(id, reason),
      remove: async (id) => (await port()).roomAllotments.remove(id),
    },
    complaints: {
      create: async (input) => (await port()).complaints.create(input),
      page: async (query) => (await port()).complaints.page(query),
      count: async (filter) => (await port()).complaints.count(filter),
      remove: async (id) => (await port()).complaints.remove(id),
    },
    notices: {
      list: () => publicReads.notices.list(),
      fileUrl: async (fileName) => (await port()).notices.fileUrl(fileName),
      upload: async (notice, onProgress) => (await port()).notices.upload(notice, onProgress),
      remove: async (id) => (await port()).notices.remove(id),
    },
    contactMessages: {
      create: async (input) => (await port()).contactMessages.create(input),
      listAll: async () => (await port()).contactMessages.listAll(),
    },
    transactions: {
      find: async (transactionId) => (await port()).transactions.find(transactionId),
    },
    activity: {
      page: async (query) => (await port()).activity.page(query),
      count: async (filter) => (await port()).activity.count(filter),
    },
    live: {
      watch: (listener) => watchWhenLoaded(async () => (await port()).live, listener),
    },
    verify: publicReads.verify,
  };
}
