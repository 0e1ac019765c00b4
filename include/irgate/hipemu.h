/* include/irgate/hipemu.h — what libirgate_hipemu, irgate's emulated AMD device behind the HIP
 * runtime API (docs/hip-emulated-device.md), offers beyond HIP. A program built against
 * libamdhip64 needs none of it; tests and tools that want to know more than HIP says reach these
 * through dlsym (absent: a real HIP runtime is loaded) or link libirgate_hipemu directly.
 *
 * Used by tests/hip_emu/ and runtime/hip_device.cpp (which device ran).
 *
 *   const char* (*describe)(void) = (const char* (*)(void))dlsym(RTLD_DEFAULT, "irgate_hipemu_describe");
 *   printf("HIP device: %s\n", describe ? describe() : "a real HIP runtime");
 */
#ifndef IRGATE_HIPEMU_H
#define IRGATE_HIPEMU_H

#ifdef __cplusplus
extern "C" {
#endif

/* The devices and where they came from: "gfx1250, gfx1100 (IRGATE_HIPEMU_ARCH)". */
const char* irgate_hipemu_describe(void);

/* The findings (LDS races, uninitialised reads, divergent barriers, and faults) of the last
 * launch on this process, one per line after a header naming the kernel; "" when it had none. */
const char* irgate_hipemu_findings(void);

/* Tests: makes every later launch fill its hidden kernel arguments wrongly, the way `fault` names
 * ("block_count_in_work_items": hidden_block_count holds grid x block, the AQL packet's grid
 * size; "grid_dims_from_sizes": hidden_grid_dims counts only the dimensions over 1), to show a
 * kernel that reads them catches it. "" or "none" restores the runtime's fill. Returns 0, or 2
 * for an unknown name. */
int irgate_hipemu_plant(const char* fault);

#ifdef __cplusplus
}
#endif
#endif /* IRGATE_HIPEMU_H */
