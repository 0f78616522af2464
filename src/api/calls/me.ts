import { apiRequest } from "../client";
import { SellerResponse } from "../schemas/sellers";
import { GroupResponse, MeasureResponse, UserLanguageResponse } from "../schemas/users";
import type { LanguageCode } from "../../domain/languages";

export const fetchCurrentSeller = async () => (await apiRequest("get", "current-seller", SellerResponse)).data;
export const fetchCurrentUserGroup = async () => (await apiRequest("get", "current-user-group", GroupResponse)).data;
export const fetchMeasure = async () => (await apiRequest("get", "measure", MeasureResponse)).data;
export const saveUserLanguage = async (language: LanguageCode) =>
  (await apiRequest("put", "user_language/", UserLanguageResponse, { json: { language } })).data;
