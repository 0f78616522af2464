import { env } from "../../config/env";
import { apiRequest } from "../client";
import type { AmazonSaveInput } from "../schemas/channel-files";
import {
  CHANNEL_FILE_FIELD,
  ChannelFileDetailResponse,
  ChannelFileLinkResponse,
  ChannelFileListResponse,
  ChannelFileResponse,
  ImportJobStartedResponse,
} from "../schemas/channel-files";

/**
 * Sales channel order files (issue 17, decision 041). Writes are online only: an upload is a
 * file the user has in hand, and an import starts a job the user follows on the result page.
 */

export const fetchChannelFiles = async (page: { offset: number; limit: number }, signal?: AbortSignal) =>
  (await apiRequest("get", "amazon_files", ChannelFileListResponse, { searchParams: page, signal })).data;

export const fetchChannelFile = async (id: number, signal?: AbortSignal) => (await apiRequest("get", `amazon_files/${id}`, ChannelFileDetailResponse, { signal })).data;

export async function uploadChannelFile(file: File) {
  const body = new FormData();
  body.set(CHANNEL_FILE_FIELD, file, file.name);
  return (await apiRequest("post", "amazon_files", ChannelFileResponse, { body })).data;
}

/** The server's link is a /v1 path; it is opened below the API's base like every call. */
const underApiBase = (path: string) => `${env.apiBaseUrl}/${path.replace(/^\/v1\//, "")}`;

/** PUT /v1/amazon_files/{id}: a link that downloads the file for a few minutes, without the session. */
export async function channelFileDownloadUrl(id: number): Promise<string> {
  const link = (await apiRequest("put", `amazon_files/${id}`, ChannelFileLinkResponse)).data;
  return underApiBase(link.url);
}

export const saveChannelMapping = async (input: AmazonSaveInput, idempotencyKey: string) =>
  (await apiRequest("post", "amazon-save", ChannelFileResponse, { json: input, idempotencyKey })).data;

export const importChannelFile = async (fileId: number, idempotencyKey: string) =>
  (await apiRequest("post", "orders/amazon-import", ImportJobStartedResponse, { json: { amazon_file_id: fileId }, idempotencyKey })).data;
