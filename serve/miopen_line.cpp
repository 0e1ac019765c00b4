// serve/miopen_line.cpp — see miopen_line.h. The flags are one table; each check below names the
// flag and the word it got.
#include "serve/miopen_line.h"

#include <algorithm>
#include <charconv>
#include <climits>
#include <map>
#include <sstream>
#include <vector>

namespace irgate::serve {
namespace {

// A flag with a whole-number value: short and long spelling (MIOpenDriver accepts both), what
// it means (for messages), the smallest value it takes, and whether a line must give it.
struct DriverNumericFlag {
  const char* flag;
  const char* long_flag;
  const char* meaning;
  int64_t min;
  bool required;
};
constexpr DriverNumericFlag kDriverNumericFlags[] = {
    {"-n", "--batchsize", "batch size", 1, true},
    {"-c", "--in_channels", "input channels", 1, true},
    {"-H", "--in_h", "input height", 1, true},
    {"-W", "--in_w", "input width", 1, true},
    {"-k", "--out_channels", "output channels", 1, true},
    {"-y", "--fil_h", "filter height", 1, true},
    {"-x", "--fil_w", "filter width", 1, true},
    {"-p", "--pad_h", "pad height", 0, false},
    {"-q", "--pad_w", "pad width", 0, false},
    {"-u", "--conv_stride_h", "stride height", 1, false},
    {"-v", "--conv_stride_w", "stride width", 1, false},
    {"-g", "--group_count", "group count", 1, false},
    {"-l", "--dilation_h", "dilation height", 1, false},
    {"-j", "--dilation_w", "dilation width", 1, false},
    {"-F", "--forw", "direction", 0, true},
    {"-t", "--time", "timing switch", 0, false},  // MIOpenDriver's; nothing to time here
    {"-S", "--solution", "solution id", 0, false},  // the solver MIOpen's log names; irgate picks its own
};

// A flag with a word value, and the one word irgate's kernels take.
struct DriverWordFlag {
  const char* flag;
  const char* long_flag;
  const char* only;
  const char* why;
};
constexpr DriverWordFlag kDriverWordFlags[] = {
    {"-m", "--mode", "conv", "irgate serves convolution, not transposed convolution"},
    {"--in_layout", "--in_layout", "NHWC", "irgate's kernels read X in NHWC"},
    {"--out_layout", "--out_layout", "NHWC", "irgate's kernels read dY in NHWC"},
    {"--fil_layout", "--fil_layout", "NHWC", "irgate's kernels write dW as KRSC, MIOpen's NHWC filter layout"},
};

constexpr int kMiopenBackwardWeights = 4;  // MIOpenDriver -F: 1 forward, 2 backward data, 4 backward weights, 0 all

const DriverNumericFlag* find_numeric_flag(const std::string& word) {
  for (const DriverNumericFlag& f : kDriverNumericFlags)
    if (word == f.flag || word == f.long_flag) return &f;
  return nullptr;
}

const DriverWordFlag* find_word_flag(const std::string& word) {
  for (const DriverWordFlag& f : kDriverWordFlags)
    if (word == f.flag || word == f.long_flag) return &f;
  return nullptr;
}

Error line_usage_error(const std::string& what) { return Error{"--miopen: " + what, 2}; }

std::string miopen_direction_name(int64_t f) {
  switch (f) {
    case 0: return "forward, backward data and backward weights";
    case 1: return "forward";
    case 2: return "backward data";
    case 3: return "forward and backward data";
    case 5: return "forward and backward weights";
    case 6: return "backward data and backward weights";
    case 7: return "all three directions";
    default: return "no MIOpen direction";
  }
}

int32_t conv_command_dtype(const std::string& word) {
  if (word == "conv") return IRG_DTYPE_F32;
  if (word == "convfp16") return IRG_DTYPE_F16;
  if (word == "convbfp16") return IRG_DTYPE_BF16;
  return 0;
}

// The plans count bytes in int64: a line whose tensors could overflow that is refused up front.
constexpr __int128 kMaxTensorBytes = __int128(1) << 62;

// An upper bound of the bytes of X, dY (Ho <= H + 2·pad) and the most fp32 slabs of dW a plan
// may ask for (64), in 128-bit arithmetic so the bound itself cannot overflow.
__int128 tensor_bytes_bound(const ConvProblem& p) {
  const __int128 rows = __int128(p.h) + 2 * p.pad_h, cols = __int128(p.w) + 2 * p.pad_w;
  const __int128 images = __int128(p.n) * rows * cols * std::max(p.c, p.k) * 4;
  const __int128 slabs = __int128(p.k) * p.filter_h * p.filter_w * (p.c / p.groups) * 4 * 64;
  return std::max(images, slabs);
}

bool word_ends_with(const std::string& s, const std::string& tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// The whole-number flags as given (short spelling as key), checked for form and range.
Result<std::map<std::string, int64_t>> read_driver_flags(const std::vector<std::string>& words, size_t first) {
  std::map<std::string, int64_t> values;
  std::map<std::string, std::string> word_values;
  for (size_t i = first; i < words.size(); i += 2) {
    const std::string& flag = words[i];
    const DriverNumericFlag* nf = find_numeric_flag(flag);
    const DriverWordFlag* wf = find_word_flag(flag);
    if (!nf && !wf) {
      if (flag.empty() || flag[0] != '-') return line_usage_error("unexpected word '" + flag + "' (flags come with a value: -n 2)");
      return line_usage_error("unknown flag " + flag +
                   " (irgate reads -n -c -H -W -k -y -x -p -q -u -v -l -j -g -F -m -t -S and --in_layout "
                   "--out_layout --fil_layout)");
    }
    if (i + 1 >= words.size()) return line_usage_error(flag + " needs a value");
    const std::string& value = words[i + 1];
    const std::string key = nf ? nf->flag : wf->flag;
    if (values.count(key) || word_values.count(key)) return line_usage_error(flag + " is given twice");
    if (wf) {
      if (value != wf->only) return line_usage_error(flag + " " + value + ": " + wf->why + " (only " + wf->flag + " " + wf->only + ")");
      word_values[key] = value;
      continue;
    }
    int64_t v = 0;
    auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
    if (ec == std::errc::result_out_of_range || (ec == std::errc() && end == value.data() + value.size() && v > INT32_MAX))
      return line_usage_error(flag + " " + value + ": the " + nf->meaning + " is over 2147483647");
    if (ec != std::errc() || end != value.data() + value.size())
      return line_usage_error(flag + " '" + value + "': the " + nf->meaning + " must be a whole number");
    if (v < nf->min)
      return line_usage_error(flag + " " + value + ": the " + nf->meaning + " must be at least " + std::to_string(nf->min));
    values[key] = v;
  }
  for (const DriverNumericFlag& f : kDriverNumericFlags)
    if (f.required && !values.count(f.flag)) return line_usage_error(std::string("the line gives no ") + f.flag + " (" + f.meaning + ")");
  return values;
}

}  // namespace

Result<ConvProblem> parse_miopen_line(const std::string& line) {
  std::vector<std::string> words;
  std::istringstream in(line);
  for (std::string w; in >> w;) words.push_back(w);
  size_t at = 0;
  if (!words.empty() && word_ends_with(words[0], "MIOpenDriver")) ++at;  // a pasted "./bin/MIOpenDriver conv ..."
  if (at >= words.size()) return line_usage_error("empty driver line (want e.g. convfp16 -n 2 -c 64 -H 56 -W 56 -k 64 -y 3 -x 3 -F 4)");
  ConvProblem p;
  p.dtype = conv_command_dtype(words[at]);
  if (p.dtype == 0) return line_usage_error("'" + words[at] + "' is not a conv command (conv, convfp16, convbfp16)");
  auto flags = read_driver_flags(words, at + 1);
  if (!flags) return flags.error();
  std::map<std::string, int64_t>& v = *flags;
  auto get = [&v](const char* flag, int64_t fallback) { return v.count(flag) ? v[flag] : fallback; };
  if (get("-F", 0) != kMiopenBackwardWeights)
    return line_usage_error("-F " + std::to_string(get("-F", 0)) + " asks for " + miopen_direction_name(get("-F", 0)) +
                 "; irgate serves backward weights only (-F 4)");
  p.n = get("-n", 0), p.c = get("-c", 0), p.h = get("-H", 0), p.w = get("-W", 0), p.k = get("-k", 0);
  p.groups = get("-g", 1);
  p.filter_h = int32_t(get("-y", 0)), p.filter_w = int32_t(get("-x", 0));
  p.pad_h = int32_t(get("-p", 0)), p.pad_w = int32_t(get("-q", 0));
  p.stride_h = int32_t(get("-u", 1)), p.stride_w = int32_t(get("-v", 1));
  p.dilation_h = int32_t(get("-l", 1)), p.dilation_w = int32_t(get("-j", 1));
  if (p.c % p.groups != 0 || p.k % p.groups != 0)
    return line_usage_error("-g " + std::to_string(p.groups) + " does not divide -c " + std::to_string(p.c) + " and -k " +
                 std::to_string(p.k));
  if (tensor_bytes_bound(p) > kMaxTensorBytes)
    return line_usage_error("the tensors of this line take more than 2^62 bytes (X, dY or 64 fp32 slabs of dW)");
  return p;
}

irg_problem_t wgrad_problem(const ConvProblem& conv, int32_t dw_dtype) {
  irg_problem_t p{};
  p.n = conv.n, p.hi = conv.h, p.wi = conv.w, p.groups = conv.groups;
  p.cpg = conv.c / conv.groups, p.kpg = conv.k / conv.groups;
  p.filter_h = conv.filter_h, p.filter_w = conv.filter_w;
  p.stride_h = conv.stride_h, p.stride_w = conv.stride_w;
  p.pad_h = conv.pad_h, p.pad_w = conv.pad_w;
  p.dilation_h = conv.dilation_h, p.dilation_w = conv.dilation_w;
  p.dtype = conv.dtype;
  p.dw_dtype = dw_dtype;
  return p;
}

std::string miopen_line_text(const ConvProblem& c) {
  const char* command = c.dtype == IRG_DTYPE_F16 ? "convfp16" : c.dtype == IRG_DTYPE_BF16 ? "convbfp16" : "conv";
  std::ostringstream s;
  s << command << " -n " << c.n << " -c " << c.c << " -H " << c.h << " -W " << c.w << " -k " << c.k << " -y "
    << c.filter_h << " -x " << c.filter_w << " -p " << c.pad_h << " -q " << c.pad_w << " -u " << c.stride_h << " -v "
    << c.stride_w << " -l " << c.dilation_h << " -j " << c.dilation_w << " -g " << c.groups << " -F 4";
  return s.str();
}

}  // namespace irgate::serve
