/** Shapes of the raw catalogue material; ../products.ts turns it into product rows. */
import type { BusinessScope, DrugType } from '../../../../contract/catalog';
import type { MakerKey, PoolName } from './makers';

/** H chemical, Z Chinese medicine, S biological (国药准字H/Z/S); `none` decoction pieces and granules. */
export type DrugApproval = 'H' | 'Z' | 'S' | 'none';

export interface DrugGroup {
  sub: string;
  drugType: DrugType;
  scope: BusinessScope;
  approval: DrugApproval;
  pool: PoolName;
  /** Purchase price range in yuan of the usual pack, for items without their own `$price`. */
  price: [number, number];
  /** First letter of the ATC group, the start of a medicare code's class. */
  atc: string;
  items: string[];
}

/**
 * Device classes as the registration number says: III 国械注准, II 省械注准, I 市械备 (filing, not registration),
 * and disinfectants, which are not devices at all (卫消证字).
 */
export type DeviceClass = 'I' | 'II' | 'III' | 'disinfect';

export interface DeviceLine {
  sub: string;
  name: string;
  unit: string;
  cls: DeviceClass;
  /** Purchase price range in yuan. */
  price: [number, number];
  /** Medicare-listed consumable (医保耗材). */
  insured?: boolean;
  /** Maker → its models or pack specs. */
  makers: Partial<Record<MakerKey, string[]>>;
}

export interface HerbLine {
  name: string;
  /** Purchase price in yuan per 500 g. */
  per500g: number;
}
