/* demangle.h - a small Itanium C++ ABI demangler for kernel names (the common cases). */
#ifndef GPUPERF_DEMANGLE_H
#define GPUPERF_DEMANGLE_H

#include <stddef.h>

/*
 * Demangle name into out (size outsz) the way c++filt prints it:
 * "_Z6saxpy2iiPfS_" -> "saxpy2(int, int, float*, float*)". Handles builtin,
 * pointer, reference, const/volatile and class parameters, nested names
 * (namespaces), templates with type and integer arguments, template
 * parameters and substitutions. Returns 0 when demangled; -1 when name is
 * not mangled or uses a construct outside that subset, and then out holds
 * name unchanged (cut to fit). Never reads past the terminating NUL.
 */
int gp_demangle(const char *name, char *out, size_t outsz);

/*
 * 1 when query names the kernel whose mangled name is mangled and demangled form is
 * display (NULL: demangled here): the mangled name, the full signature, or the name
 * as written in the source - "triad" for _Z5triadPfPKfS1_fi, "ns::triad" or "triad"
 * for a kernel in a namespace, with or without template arguments ("scale<float>").
 * 0 otherwise.
 */
int gp_demangle_matches(const char *mangled, const char *display, const char *query);

/*
 * The short name people call a kernel by, from its demangled form: the name before the
 * parameter list, template arguments kept, return type dropped ("void ns::scale<float>(float*,
 * int)" -> "ns::scale<float>", "transpose(float const*, float*, int, int)" -> "transpose"; a
 * name that is not demangled comes back whole). Into out (size outsz), which is returned.
 */
const char *gp_demangle_short(const char *display, char *out, size_t outsz);

#endif
