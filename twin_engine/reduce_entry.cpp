// twin_engine/reduce_entry.cpp — families.def row REDUCE: a helper, appended by other families'
// plans (plan.cpp), so it has no plan view of its own.
#include "twin_engine/families.h"

const tw_family tw_family_reduce = {IRG_FAMILY_REDUCE, tw_validate_reduce, tw_build_reduce, NULL, NULL, NULL};
