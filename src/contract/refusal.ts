/** A refusal as the API sends it: the model's reason code, the Chinese text and what the buyer can do. */
import { Type, type Static } from '@sinclair/typebox';

export const Refusal = Type.Object({
  code: Type.String({ description: '原因代码（src/model/purchase-rules.ts RefusalCode）' }),
  text: Type.String({ description: '原因（中文）' }),
  fix: Type.String({ description: '可采取的操作代码' }),
  fixText: Type.String({ description: '可采取的操作（中文）' }),
});
export type Refusal = Static<typeof Refusal>;
