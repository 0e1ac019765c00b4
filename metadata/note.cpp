// metadata/note.cpp — see note.h. Follows llvm-readelf's note dumper: SHT_NOTE
// sections, the "AMDGPU" note of type NT_AMDGPU_METADATA, MsgPack checked by the strict HSA
// metadata verifier, printed with msgpack::Document::toYAML.
#include "metadata/note.h"

#include <llvm/BinaryFormat/AMDGPUMetadataVerifier.h>
#include <llvm/BinaryFormat/ELF.h>
#include <llvm/BinaryFormat/MsgPackDocument.h>
#include <llvm/Object/ELF.h>
#include <llvm/Support/Error.h>
#include <llvm/Support/raw_ostream.h>

namespace irgate::metadata {

Result<std::string> note_yaml(const std::string& elf) {
  auto file = llvm::object::ELF64LEFile::create(llvm::StringRef(elf));
  if (!file) return Error{"metadata: not an ELF64 code object: " + llvm::toString(file.takeError()), 1};
  auto sections = file->sections();
  if (!sections) return Error{"metadata: " + llvm::toString(sections.takeError()), 1};
  for (const auto& section : *sections) {
    if (section.sh_type != llvm::ELF::SHT_NOTE) continue;
    llvm::Error bad_note = llvm::Error::success();
    for (const auto& note : file->notes(section, bad_note)) {
      if (note.getName() != "AMDGPU" || note.getType() != llvm::ELF::NT_AMDGPU_METADATA) continue;
      llvm::msgpack::Document document;
      if (!document.readFromBlob(note.getDescAsStringRef(section.sh_addralign), /*Multi=*/false))
        return llvm::consumeError(std::move(bad_note)), Error{"metadata: the AMDGPU note is not MsgPack", 1};
      llvm::AMDGPU::HSAMD::V3::MetadataVerifier verifier(/*Strict=*/true);
      if (!verifier.verify(document.getRoot()))
        return llvm::consumeError(std::move(bad_note)), Error{"metadata: invalid AMDGPU metadata", 1};
      std::string yaml;
      llvm::raw_string_ostream os(yaml);
      document.toYAML(os);
      llvm::consumeError(std::move(bad_note));
      return yaml;
    }
    if (bad_note) return Error{"metadata: " + llvm::toString(std::move(bad_note)), 1};
  }
  return Error{"metadata: the code object has no NT_AMDGPU_METADATA note", 1};
}

}  // namespace irgate::metadata
