#!/bin/sh
# tests/install/installed_test.sh — irgate as a user gets it, away from the checkout: install the
# build to a temporary prefix (or build the .deb with CPack and extract it with dpkg-deb -x), then
# from an unrelated folder with no IRGATE_ROOT: `PREFIX/bin/irgate check` passes, the installed
# binary compiles a small kernel cache, `plan --cache` serves a depthwise line from it,
# examples/serve_c, configured against the installed package (CMAKE_PREFIX_PATH) as its own
# project, builds and plans the same launches through the C API, and examples/hip_serve (when
# irgate was built with HIP) computes that layer through HIP's module API on the installed
# emulated device (irgate-hip-run --emulated) and matches its host reference.
#   installed_test.sh install|deb CMAKE BUILD_DIR SOURCE_DIR
set -eu
mode=$1 cmake=$2 build=$3 src=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset IRGATE_ROOT IRGATE_WORKER IRGATE_BIN
fail() { echo "installed_test ($mode): $*" >&2; exit 1; }

case $mode in
  install)
    "$cmake" --install "$build" --prefix "$work/prefix" > "$work/install.log" || fail "cmake --install failed"
    prefix=$work/prefix ;;
  deb)
    cpack=$(dirname "$cmake")/cpack
    (cd "$build" && "$cpack" -B "$work/package" > "$work/cpack.log" 2>&1) || { cat "$work/cpack.log" >&2; fail "cpack failed"; }
    set -- "$work"/package/irgate_*.deb
    [ -f "$1" ] || fail "cpack wrote no irgate_*.deb"
    dpkg-deb -x "$1" "$work/extracted" || fail "dpkg-deb -x $1 failed"
    prefix=$work/extracted/usr ;;
  *) fail "usage: installed_test.sh install|deb CMAKE BUILD_DIR SOURCE_DIR" ;;
esac
[ -x "$prefix/bin/irgate" ] || fail "no $prefix/bin/irgate"
[ ! -e "$prefix/bin/irgate.source-root" ] || fail "the build tree's marker was installed"

mkdir "$work/elsewhere"
cd "$work/elsewhere"
irgate=$prefix/bin/irgate
"$irgate" check > check.out 2>&1 || { cat check.out >&2; fail "irgate check failed"; }
tail -n 1 check.out | grep -q '^irgate check: PASS$' || fail "irgate check did not end on PASS"

# A small cache: the gfx1250 fp16 reduce helpers and one depthwise 3x3 kernel of 8-row bands.
"$irgate" grid compile --out "$work/cache" --family direct_wgrad_reduce --arch gfx1250 --dtype fp16 > compile.out 2>&1 &&
  "$irgate" grid compile --out "$work/cache" --family direct_depthwise_wgrad --arch gfx1250 --dtype fp16 \
    --match _f3x3_s1x1_p1x1_w4_rs1_hb8_wsr1. >> compile.out 2>&1 || { cat compile.out >&2; fail "grid compile failed"; }
line="convfp16 -n 2 -c 37 -H 9 -W 9 -k 37 -y 3 -x 3 -p 1 -q 1 -g 37 -F 4"
"$irgate" plan --cache "$work/cache" --arch gfx1250 --miopen "$line" > plan.json 2> plan.err ||
  { cat plan.err >&2; fail "irgate plan --cache failed"; }

"$cmake" -S "$src/examples/serve_c" -B "$work/example" -DCMAKE_PREFIX_PATH="$prefix" > example-configure.log 2>&1 ||
  { cat example-configure.log >&2; fail "examples/serve_c does not configure against $prefix"; }
grep -q "irgate_DIR:PATH=$prefix/" "$work/example/CMakeCache.txt" || fail "the example found another irgate package"
"$cmake" --build "$work/example" > example-build.log 2>&1 || { cat example-build.log >&2; fail "examples/serve_c does not build"; }
"$work/example/serve_c" "$work/cache" gfx1250 "$line" > example.out 2> example.err ||
  { cat example.err >&2; fail "serve_c failed"; }

# The C API's launches are irgate plan's: the same cached kernels, one per launch.
launches=$(grep -c '^launch [0-9]*: kernel ' example.out || true)
[ "$launches" -ge 1 ] || { cat example.out >&2; fail "serve_c printed no launch"; }
[ "$launches" -eq "$(grep -c '"slice":' plan.json)" ] || fail "serve_c printed $launches launches, irgate plan others"
sed -n 's/^launch [0-9]*: kernel [^ ]* (cache \([^,]*\),.*/\1/p' example.out > example.kernels
sed -n '/"launch_kernels"/,/]/s/^ *"\([^"]*\)",*$/\1/p' plan.json > plan.kernels
[ -s plan.kernels ] || fail "no launch_kernels in irgate plan's JSON"
cmp -s example.kernels plan.kernels || { cat example.out plan.json >&2; fail "serve_c and irgate plan launch different kernels"; }
grep -q '^served by ' example.out || fail "no served line"

if [ ! -x "$prefix/bin/irgate-hip-run" ]; then
  echo "installed_test ($mode): $launches launch(es) served from $prefix (no HIP: examples/hip_serve not run)"
  exit 0
fi
"$cmake" -S "$src/examples/hip_serve" -B "$work/hip_example" -DCMAKE_PREFIX_PATH="$prefix" > hip-configure.log 2>&1 ||
  { cat hip-configure.log >&2; fail "examples/hip_serve does not configure against $prefix"; }
"$cmake" --build "$work/hip_example" > hip-build.log 2>&1 || { cat hip-build.log >&2; fail "examples/hip_serve does not build"; }
IRGATE_HIPEMU_ARCH=gfx1250 "$prefix/bin/irgate-hip-run" --emulated -- "$work/hip_example/hip_serve" "$work/cache" gfx1250 \
  "$line" > hip.out 2> hip.err || { cat hip.out hip.err >&2; fail "hip_serve failed on the emulated device"; }
cat hip.out
grep -q '^device 0: irgate emulated gfx1250 ' hip.out || fail "hip_serve did not run on the emulated device"
[ "$(grep -c '^launch [0-9]*: ' hip.out)" -eq "$launches" ] || fail "hip_serve launched another number of kernels"
grep -q '^dW: [0-9]* elements, 0 differ from the host reference (bit for bit' hip.out || fail "hip_serve's dW is not the reference's"
echo "installed_test ($mode): $launches launch(es) served from $prefix, and run through HIP on the emulated device"
