/** Channel order reports (issue 17): read, map to templates, convert to the bulk import's rows. */
export { decodeReportBytes, type DecodedReport } from "./decode-report";
export { parseChannelReport, type ChannelItem, type ChannelOrder, type ParsedReport } from "./parse-report";
export { REPORT_CHANNEL, REPORT_COLUMNS } from "./report-columns";
export * from "./channel-mapping";
export { CHANNEL_IMPORT_COLUMNS, CHANNEL_INCOTERM, cellSource, channelImportRows, channelOfSeller, splitStreetNumber, type CellSource, type ChannelImportRows } from "./to-import-rows";
