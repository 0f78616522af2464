import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ChannelFileStatus } from "../../api/schemas/channel-files";

const STATUS_LABELS = {
  new: msg`New`,
  mapped: msg`Mapped`,
  imported: msg`Import started`,
} as const satisfies Record<ChannelFileStatus, unknown>;

export const channelFileStatusLabel = (status: ChannelFileStatus, i18n: I18n) => i18n._(STATUS_LABELS[status]);
