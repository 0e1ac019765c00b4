// isa/code_object.cpp — see code_object.h.
#include "isa/code_object.h"

#include <llvm/BinaryFormat/ELF.h>
#include <llvm/Object/ELFObjectFile.h>
#include <llvm/Support/Error.h>
#include <llvm/Support/MemoryBuffer.h>

#include <map>

#include "metadata/note.h"

namespace irgate::isa {
namespace {

using ELFObject = llvm::object::ELF64LEObjectFile;

struct Symbol {
  uint64_t address = 0, size = 0, file_offset = 0;
  bool is_function = false;
};

// Every defined symbol with the file offset of its bytes (address - section address + section
// offset); a symbol in a section without file bytes (SHT_NOBITS) is skipped.
Result<std::map<std::string, Symbol>> defined_symbols(const ELFObject& elf, const std::string& origin) {
  std::map<std::string, Symbol> out;
  for (const llvm::object::ELFSymbolRef sym : elf.symbols()) {
    auto name = sym.getName();
    auto section = sym.getSection();
    auto address = sym.getValue();
    if (!name || !section || !address) {
      llvm::consumeError(name.takeError()), llvm::consumeError(section.takeError());
      llvm::consumeError(address.takeError());
      return Error{origin + ": unreadable symbol table entry"};
    }
    if (*section == elf.section_end()) continue;  // undefined or absolute
    const llvm::object::ELFSectionRef sec(**section);
    if (sec.getType() == llvm::ELF::SHT_NOBITS) continue;
    const uint64_t value = *address;
    if (value < sec.getAddress() || value - sec.getAddress() + sym.getSize() > sec.getSize())
      return Error{origin + ": symbol " + name->str() + " lies outside its section"};
    Symbol s{value, sym.getSize(), value - sec.getAddress() + sec.getOffset(), sym.getELFType() == llvm::ELF::STT_FUNC};
    out.emplace(name->str(), s);
  }
  return out;
}

}  // namespace

const Kernel* CodeObject::find(std::string_view name) const {
  for (const Kernel& k : kernels)
    if (k.name == name) return &k;
  return nullptr;
}

Result<CodeObject> read_code_object(std::string bytes, std::string_view origin_view) {
  const std::string origin(origin_view);
  CodeObject co;
  co.bytes = std::move(bytes);
  auto elf = ELFObject::create(llvm::MemoryBufferRef(co.bytes, origin));
  if (!elf) return Error{origin + ": not an ELF64 code object: " + llvm::toString(elf.takeError())};
  if (elf->getELFFile().getHeader().e_machine != llvm::ELF::EM_AMDGPU)
    return Error{origin + ": not an AMDGPU ELF (e_machine)"};
  const std::optional<llvm::StringRef> cpu = elf->tryGetCPUName();
  if (!cpu || cpu->empty()) return Error{origin + ": the ELF header names no AMDGPU processor"};
  co.arch = cpu->str();

  auto notes = metadata::note_yaml(co.bytes);
  if (!notes) return Error{origin + ": " + notes.error().message};
  co.metadata = std::move(*notes);
  const std::vector<metadata::KernelResources> resources = metadata::parse_kernel_resources(co.metadata);

  auto symbols = defined_symbols(*elf, origin);
  if (!symbols) return symbols.error();
  for (const auto& [name, sym] : *symbols) {
    if (!sym.is_function) continue;
    auto kd = symbols->find(name + ".kd");
    if (kd == symbols->end()) continue;  // a function that is not a kernel entry
    Kernel k;
    k.name = name;
    k.entry_address = sym.address, k.code_size = sym.size, k.code_file_offset = sym.file_offset;
    k.descriptor_address = kd->second.address;
    if (k.code_size == 0) return Error{origin + ": kernel " + name + " has a zero-sized entry symbol"};
    if (kd->second.size != kKernelDescriptorBytes)
      return Error{origin + ": " + name + ".kd is " + std::to_string(kd->second.size) + " bytes, not 64"};
    auto descriptor = parse_kernel_descriptor(
        std::string_view(co.bytes).substr(kd->second.file_offset, kKernelDescriptorBytes), co.arch);
    if (!descriptor) return Error{origin + ": " + name + ": " + descriptor.error().message};
    k.descriptor = *descriptor;
    if (static_cast<int64_t>(k.entry_address - k.descriptor_address) != k.descriptor.kernel_code_entry_byte_offset)
      return Error{origin + ": " + name + ".kd: kernel_code_entry_byte_offset does not point at " + name};
    const metadata::KernelResources* r = nullptr;
    for (const auto& candidate : resources)
      if (candidate.name == name) r = &candidate;
    if (!r || !r->complete())
      return Error{origin + ": kernel " + name + " has no complete entry in the metadata note"};
    k.resources = *r;
    co.kernels.push_back(std::move(k));
  }
  if (co.kernels.empty()) return Error{origin + ": no kernel (a function symbol with a .kd descriptor)"};
  return co;
}

}  // namespace irgate::isa
