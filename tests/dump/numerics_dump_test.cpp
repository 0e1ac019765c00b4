// tests/dump/numerics_dump_test.cpp — `irgate run --dump` on real corpus cases: every file is a
// .npy whose header names the documented dtype and NHWC / KRSC shape, dW recomputed from x.npy
// and dy.npy alone (a loop written here, in double) matches dw_ref.npy and the kernel's dw.npy,
// bf16 tensors are raw bits ('<u2') and problem.json says so, and dw.npy of a two-stage plan is
// the fold of ws.npy. With python3-numpy installed, NumPy itself loads the files.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <set>

#include <nlohmann/json.hpp>

#include "arch_domain/table.h"
#include "machine/float_bits.h"
#include "parity/corpus.h"
#include "runtime/npy.h"
#include "runtime/numerics_dump.h"
#include "support/files.h"
#include "registry/families.h"

namespace irgate {
namespace {

namespace fs = std::filesystem;

fs::path repo_root() {
  const char* r = std::getenv("IRGATE_ROOT");
  return r && *r ? fs::path(r) : fs::current_path();
}

struct DumpCase {
  runtime::NumericsResult result;
  runtime::DumpInfo info;
  fs::path dir;
};

DumpCase dump_config(int id, int flavor, const std::string& tag) {
  DumpCase d;
  auto corpus = parity::load_corpus(repo_root());
  EXPECT_TRUE(corpus);
  auto view = arch_domain::load_view(repo_root(), flavor);
  EXPECT_TRUE(view);
  if (!corpus || !view) return d;
  const parity::Config* c = parity::find_config(*corpus, id);
  EXPECT_NE(c, nullptr);
  if (!c) return d;
  runtime::NumericsOptions o;
  o.keep_tensors = true;
  d.result = runtime::check_numerics(*irg_reference_engine(), c->request(flavor, (*view)->get()), o);
  EXPECT_EQ(d.result.verdict, runtime::Verdict::Pass) << d.result.detail;
  d.info = {c->id, c->family_name, c->arch, registry::flavor_name(flavor), "reference", c->spec, 1};
  d.dir = fs::temp_directory_path() / ("irgate_dump_test_" + tag + "_" + std::to_string(::getpid()));
  fs::remove_all(d.dir);
  auto s = runtime::write_numerics_dump(d.dir, d.result, d.info);
  EXPECT_TRUE(s) << (s ? "" : s.error().message);
  return d;
}

struct Loaded {
  npy::Header header;
  std::string bytes;  // data only
};

Loaded load(const fs::path& file) {
  Loaded l;
  auto text = read_file(file);
  EXPECT_TRUE(text) << file;
  if (!text) return l;
  auto h = npy::parse_header(*text);
  EXPECT_TRUE(h) << file << ": " << (h ? "" : h.error().message);
  if (!h) return l;
  l.header = *h;
  l.bytes = text->substr(h->data_offset);
  return l;
}

std::vector<double> as_doubles(const Loaded& l) {
  std::vector<double> v;
  const std::string& d = l.header.descr;
  const size_t eb = d == "<f4" ? 4 : 2;
  for (size_t i = 0; i + eb <= l.bytes.size(); i += eb) {
    uint32_t bits = 0;
    std::memcpy(&bits, l.bytes.data() + i, eb);
    if (d == "<f4") v.push_back(std::bit_cast<float>(bits));
    else if (d == "<f2") v.push_back(emu::f16_to_f32(uint16_t(bits)));
    else v.push_back(std::bit_cast<float>(bits << 16));  // '<u2' = bf16 bits
  }
  return v;
}

int64_t product(const std::vector<int64_t>& s) {
  int64_t p = 1;
  for (int64_t d : s) p *= d;
  return p;
}

// dW recomputed from the files only (problem.json for the geometry), in double.
std::vector<double> recompute(const nlohmann::json& pj, const std::vector<double>& x, const std::vector<double>& dy) {
  const auto& p = pj["problem"];
  const int64_t n = p["n"], hi = p["hi"], wi = p["wi"], g = p["groups"], cpg = p["cpg"], kpg = p["kpg"];
  const int64_t fh = p["filter_h"], fw = p["filter_w"], sh = p["stride_h"], sw = p["stride_w"];
  const int64_t ph = p["pad_h"], pw = p["pad_w"], ho = p["ho"], wo = p["wo"];
  const int64_t dh = p["dilation_h"], dwd = p["dilation_w"];  // issue 29: the dump names the dilation
  std::vector<double> dw(size_t(g * kpg * fh * fw * cpg), 0.0);
  for (int64_t k = 0; k < g * kpg; ++k)
    for (int64_t r = 0; r < fh; ++r)
      for (int64_t s = 0; s < fw; ++s)
        for (int64_t c = 0; c < cpg; ++c) {
          double acc = 0;
          const int64_t xc = (k / kpg) * cpg + c;
          for (int64_t b = 0; b < n; ++b)
            for (int64_t oh = 0; oh < ho; ++oh)
              for (int64_t ow = 0; ow < wo; ++ow) {
                const int64_t ih = oh * sh + r * dh - ph, iw = ow * sw + s * dwd - pw;
                if (ih < 0 || ih >= hi || iw < 0 || iw >= wi) continue;
                acc += dy[size_t(((b * ho + oh) * wo + ow) * g * kpg + k)] * x[size_t(((b * hi + ih) * wi + iw) * g * cpg + xc)];
              }
          dw[size_t(((k * fh + r) * fw + s) * cpg + c)] = acc;
        }
  return dw;
}

TEST(NumericsDump, Fp16DepthwiseCaseRecomputesFromTheFilesAlone) {
  DumpCase d = dump_config(232, IRG_FLAVOR_LLVM22, "232");
  auto pj_text = read_file(d.dir / "problem.json");
  ASSERT_TRUE(pj_text);
  const nlohmann::json pj = nlohmann::json::parse(*pj_text);
  EXPECT_EQ(pj["schema"], "irgate.numerics_dump/v2");
  EXPECT_EQ(pj["config"], 232);
  EXPECT_EQ(pj["plan"]["launches"].size(), size_t(d.result.launches)) << pj["plan"].dump(1);
  EXPECT_EQ(pj["inputs"]["mode"], "exact");
  EXPECT_EQ(pj["tolerance"], "none: bit equality");
  const auto& p = pj["problem"];
  const int64_t n = p["n"], hi = p["hi"], wi = p["wi"], g = p["groups"], ho = p["ho"], wo = p["wo"];
  EXPECT_EQ(ho, (hi + 2 * int64_t(p["pad_h"]) - int64_t(p["filter_h"])) / int64_t(p["stride_h"]) + 1);
  Loaded x = load(d.dir / "x.npy"), dy = load(d.dir / "dy.npy"), dw = load(d.dir / "dw.npy"),
         ref = load(d.dir / "dw_ref.npy");
  EXPECT_EQ(x.header.descr, "<f2");
  EXPECT_EQ(dy.header.descr, "<f2");
  EXPECT_EQ(dw.header.descr, "<f4");   // one-step plan: dW fp32
  EXPECT_EQ(ref.header.descr, "<f4");
  EXPECT_EQ(x.header.shape, (std::vector<int64_t>{n, hi, wi, g}));
  EXPECT_EQ(dy.header.shape, (std::vector<int64_t>{n, ho, wo, g}));
  const std::vector<int64_t> krsc{g, int64_t(p["filter_h"]), int64_t(p["filter_w"]), 1};
  EXPECT_EQ(dw.header.shape, krsc);
  EXPECT_EQ(ref.header.shape, krsc);
  EXPECT_EQ(int64_t(x.bytes.size()), product(x.header.shape) * 2);
  EXPECT_EQ(pj["files"]["x"]["layout"], "NHWC");
  EXPECT_EQ(pj["files"]["dw"]["layout"], "KRSC");
  const std::vector<double> want = recompute(pj, as_doubles(x), as_doubles(dy));
  const std::vector<double> got_ref = as_doubles(ref), got_dw = as_doubles(dw);
  ASSERT_EQ(want.size(), got_ref.size());
  ASSERT_EQ(want.size(), got_dw.size());
  double nonzero = 0;
  for (size_t i = 0; i < want.size(); ++i) {
    EXPECT_NEAR(got_ref[i], want[i], 1e-5 * (1 + std::fabs(want[i]))) << i;
    EXPECT_NEAR(got_dw[i], want[i], 1e-3 * (1 + std::fabs(want[i]))) << i;
    nonzero += std::fabs(want[i]);
  }
  EXPECT_GT(nonzero, 1.0);  // not a comparison of zeros
  // atomic writes leave nothing else behind
  std::set<std::string> names;
  for (const auto& e : fs::directory_iterator(d.dir)) names.insert(e.path().filename().string());
  EXPECT_EQ(names, (std::set<std::string>{"dw.npy", "dw_ref.npy", "dy.npy", "problem.json", "x.npy"}));
  fs::remove_all(d.dir);
}

uint16_t test_bf16_rne(float f) {  // round to nearest even on the bits (finite inputs here)
  const uint32_t b = std::bit_cast<uint32_t>(f);
  const uint32_t lsb = (b >> 16) & 1u;
  return uint16_t((b + 0x7FFFu + lsb) >> 16);
}

TEST(NumericsDump, Bf16TwoStageCaseIsRawBitsAndDwIsTheFoldOfWs) {
  DumpCase d = dump_config(236, IRG_FLAVOR_LLVM22, "236");  // gfx90a, bf16, ws_replicas 8
  auto pj_text = read_file(d.dir / "problem.json");
  ASSERT_TRUE(pj_text);
  const nlohmann::json pj = nlohmann::json::parse(*pj_text);
  EXPECT_EQ(pj["files"]["x"]["dtype"], "bf16");
  EXPECT_EQ(pj["files"]["x"]["descr"], "<u2");
  EXPECT_EQ(pj["files"]["x"]["bf16_as"], "uint16 bits");
  EXPECT_EQ(pj["files"]["dw"]["descr"], "<u2");
  Loaded x = load(d.dir / "x.npy"), dw = load(d.dir / "dw.npy"), ws = load(d.dir / "ws.npy");
  EXPECT_EQ(x.header.descr, "<u2");
  EXPECT_EQ(dw.header.descr, "<u2");
  EXPECT_EQ(ws.header.descr, "<f4");
  const int64_t count = product(dw.header.shape);
  ASSERT_EQ(ws.header.shape, (std::vector<int64_t>{8, count}));
  std::vector<float> slabs(size_t(8 * count));
  ASSERT_EQ(ws.bytes.size(), slabs.size() * 4);
  std::memcpy(slabs.data(), ws.bytes.data(), ws.bytes.size());
  for (int64_t i = 0; i < count; ++i) {
    float sum = slabs[size_t(i)];
    for (int64_t r = 1; r < 8; ++r) sum += slabs[size_t(r * count + i)];
    uint16_t got;
    std::memcpy(&got, dw.bytes.data() + 2 * i, 2);
    EXPECT_EQ(got, test_bf16_rne(sum)) << "dw[" << i << "]";
  }
  // dY and X recompute dW within bf16 rounding
  Loaded dy = load(d.dir / "dy.npy");
  const std::vector<double> want = recompute(pj, as_doubles(x), as_doubles(dy)), got = as_doubles(dw);
  ASSERT_EQ(want.size(), got.size());
  for (size_t i = 0; i < want.size(); ++i) EXPECT_NEAR(got[i], want[i], 1.5e-2 * (1 + std::fabs(want[i]))) << i;
  fs::remove_all(d.dir);
}

TEST(NumericsDump, NothingToDumpIsAnErrorAndWritesNothing) {
  runtime::NumericsResult r;
  r.verdict = runtime::Verdict::Refused;
  const fs::path dir = fs::temp_directory_path() / ("irgate_dump_test_none_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  auto s = runtime::write_numerics_dump(dir, r, {});
  ASSERT_FALSE(s);
  EXPECT_NE(s.error().message.find("REFUSED"), std::string::npos) << s.error().message;
  EXPECT_FALSE(fs::exists(dir));
}

TEST(NumericsDump, NumPyLoadsTheFilesWhenItIsInstalled) {
  // Debian's python3-numpy for Debian's python3 (a pyenv python3 on PATH would not see it)
  if (!fs::exists("/usr/lib/python3/dist-packages/numpy") || std::system("/usr/bin/python3 -c 'import numpy' >/dev/null 2>&1") != 0)
    GTEST_SKIP() << "python3-numpy not installed";
  DumpCase d = dump_config(232, IRG_FLAVOR_LLVM22, "numpy");
  const std::string script =
      "import numpy as np, json, sys; d = sys.argv[1]; p = json.load(open(d + '/problem.json'))['problem']\n"
      "x = np.load(d + '/x.npy'); dy = np.load(d + '/dy.npy'); ref = np.load(d + '/dw_ref.npy')\n"
      "assert x.dtype == np.float16 and x.shape == (p['n'], p['hi'], p['wi'], p['groups']), x.shape\n"
      "assert ref.dtype == np.float32 and ref.shape == (p['groups'], p['filter_h'], p['filter_w'], 1)\n"
      "xp = np.pad(x.astype(np.float64), ((0, 0), (p['pad_h'],) * 2, (p['pad_w'],) * 2, (0, 0)))\n"
      "want = np.zeros(ref.shape)\n"
      "for r in range(p['filter_h']):\n"
      "  for s in range(p['filter_w']):\n"
      "    win = xp[:, r:r + p['ho'] * p['stride_h']:p['stride_h'], s:s + p['wo'] * p['stride_w']:p['stride_w'], :]\n"
      "    want[:, r, s, 0] = np.einsum('nhwg,nhwg->g', dy.astype(np.float64), win)\n"
      "assert np.allclose(ref, want, rtol=1e-5, atol=1e-5), np.abs(ref - want).max()\n";
  const std::string cmd = "/usr/bin/python3 -c \"" + script + "\" " + d.dir.string();
  EXPECT_EQ(std::system(cmd.c_str()), 0);
  fs::remove_all(d.dir);
}

}  // namespace
}  // namespace irgate
