// isa/registers.cpp — see registers.h.
#include "isa/registers.h"

#include <charconv>
#include <vector>

namespace irgate::isa {
namespace {

struct Prefix {
  std::string_view text;
  RegFile file;
};
constexpr Prefix kPrefixes[] = {
    {"VGPR", RegFile::vgpr}, {"AGPR", RegFile::agpr}, {"SGPR", RegFile::sgpr}, {"TTMP", RegFile::ttmp}};

// "VGPR12" -> (vgpr, 12); anything else -> nullopt-like false.
bool numbered(std::string_view token, RegFile& file, unsigned& index) {
  for (const Prefix& p : kPrefixes) {
    if (!token.starts_with(p.text) || token.size() == p.text.size()) continue;
    const std::string_view digits = token.substr(p.text.size());
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), index);
    if (ec != std::errc() || end != digits.data() + digits.size()) return false;
    file = p.file;
    return true;
  }
  return false;
}

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  for (size_t at = 0;;) {
    const size_t next = s.find(sep, at);
    out.push_back(s.substr(at, next == std::string_view::npos ? std::string_view::npos : next - at));
    if (next == std::string_view::npos) return out;
    at = next + 1;
  }
}

}  // namespace

Register describe_register(std::string_view llvm_name) {
  Register special{RegFile::special, 0, 0, -1, std::string(llvm_name)};
  Register r{RegFile::special, 0, 0, -1, std::string(llvm_name)};
  for (std::string_view token : split(llvm_name, '_')) {
    RegFile file;
    unsigned index;
    if (numbered(token, file, index)) {
      if (r.count == 0) r.file = file, r.index = index;
      else if (file != r.file || index != r.index + r.count) return special;  // not one consecutive tuple
      ++r.count;
    } else if ((token == "LO16" || token == "HI16") && r.count == 1 && r.half < 0) {
      r.half = token == "HI16" ? 1 : 0;
    } else if (!token.starts_with("gfx") || r.count == 0) {  // "_gfx9plus" names an encoding, not a register
      return special;
    }
  }
  return r.count == 0 ? special : r;
}

std::string asm_name(RegFile file, unsigned index, unsigned count, int half) {
  const char* prefix = file == RegFile::vgpr ? "v" : file == RegFile::agpr ? "a" : file == RegFile::sgpr ? "s"
                       : file == RegFile::ttmp ? "ttmp" : nullptr;
  if (!prefix || count == 0) return "";
  if (count == 1) return prefix + std::to_string(index) + (half == 0 ? ".l" : half == 1 ? ".h" : "");
  return std::string(prefix) + "[" + std::to_string(index) + ":" + std::to_string(index + count - 1) + "]";
}

const char* reg_file_name(RegFile file) {
  switch (file) {
    case RegFile::vgpr: return "vgpr";
    case RegFile::agpr: return "agpr";
    case RegFile::sgpr: return "sgpr";
    case RegFile::ttmp: return "ttmp";
    case RegFile::special: break;
  }
  return "special";
}

}  // namespace irgate::isa
