import { z } from 'zod';
import { HexColorSchema, IdSchema, MoneySchema, TimeOfDaySchema } from '../common/scalars.js';
import type { Multilingual } from '../i18n/multilingual.js';

/** The go-live checklist of a new tenant (issue 17), in the order the console shows it. */
export const SETUP_STEPS = ['branding', 'branch', 'menu', 'payment'] as const;
export const SetupStepSchema = z.enum(SETUP_STEPS);
export type SetupStep = z.infer<typeof SetupStepSchema>;

/** Each step's name as the refusal of go-live lists it. */
export const SETUP_STEP_NAMES: Record<SetupStep, Multilingual> = {
  branding: { uz: 'brend rangi yoki logotip', ru: 'фирменный цвет или логотип', eng: 'brand colour or logo' },
  branch: { uz: 'ish vaqti bilan filial', ru: 'филиал с часами работы', eng: 'a branch with opening hours' },
  menu: {
    uz: 'menyuda kamida bitta taom',
    ru: 'хотя бы одно блюдо в меню',
    eng: 'at least one dish on the menu',
  },
  payment: { uz: "to'lov usuli", ru: 'способ оплаты', eng: 'a payment method' },
};

export const SetupStatusSchema = z.object({
  live: z.boolean(),
  steps: z.array(z.object({ step: SetupStepSchema, done: z.boolean() })),
  /** Every step done: go-live is allowed. */
  ready: z.boolean(),
  /** What the checklist's own small forms start from. */
  color: HexColorSchema,
  branch: z
    .object({
      id: IdSchema,
      name: z.string(),
      address: z.string(),
      open: TimeOfDaySchema,
      close: TimeOfDaySchema,
    })
    .nullable(),
});
export type SetupStatus = z.infer<typeof SetupStatusSchema>;

const Line = (max: number) => z.string().trim().min(1).max(max);

/** The checklist's colour step (the full branding lives in `/console/settings`). */
export const SetupBrandingSchema = z.object({ color: HexColorSchema });
export type SetupBranding = z.infer<typeof SetupBrandingSchema>;

/** The first branch in one form: its name (one for all languages), address and daily hours. */
export const SetupBranchSchema = z
  .object({
    name: Line(80),
    address: Line(200),
    open: TimeOfDaySchema,
    close: TimeOfDaySchema,
  })
  .refine((b) => b.open !== b.close, { path: ['close'], message: 'Opening and closing times are the same' });
export type SetupBranch = z.infer<typeof SetupBranchSchema>;

/** A first dish, so a new menu is never empty (the full editor lives in `/console/menu`). */
export const SetupProductSchema = z.object({
  name: Line(120),
  price: MoneySchema.min(1).max(100_000_000),
});
export type SetupProduct = z.infer<typeof SetupProductSchema>;

export const SetupProductCreatedSchema = z.object({ id: IdSchema });
