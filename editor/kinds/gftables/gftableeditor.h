#pragma once

// Galaxy Fighters' ship cards (starboard.gf-ships) and cockpit equipment (starboard.gf-
// equipment) as tables: a row per ship card, weapon, engine modification or command tile,
// the kind the engine plays chosen from a combo box ("special", "kind") and its parameters
// as columns in the loader's ranges. A parameter the row's kind does not use is empty and
// cannot be edited; changing the kind is one undo step that also adds the members the new
// kind needs (at their smallest value) and removes those it does not use, as the loader asks.

#include "documentarraymodel.h"
#include "editorwidget.h"

#include <QJsonObject>
#include <QStringList>
#include <QStyledItemDelegate>

#include <functional>
#include <vector>

class QAction;
class QTabWidget;
class QTableView;

namespace starboard::editor::gftables {

// One column: a member of the array's objects.
struct ColumnSpec
{
    enum class Type
    {
        Text,   // free text (name, rules text)
        Id,     // lower-case letters, digits and '-'
        Number, // an integer from min to max
        Choice, // one of `choices` (the kind the engine knows)
        IdList, // ids separated by commas (a ship's engines)
    };
    const char *key = nullptr;
    Type type = Type::Text;
    const char *header = nullptr;  // English, translated in context "Workshop"
    const char *tooltip = nullptr; // English, translated in context "Workshop"
    int min = 0;
    int max = 0;
    QStringList choices = {};
    // The choices' names for people (English, translated in context "Workshop"), in the
    // order of `choices`; the file keeps the ids.
    QList<const char *> choiceNames = {};
    // Whether a row uses the member (by its kind); unset: always. A used member the row lacks
    // is added at `min` when the kind changes.
    std::function<bool(const QJsonObject &row)> used = {};
    // An Id column other parts of the document name (the spawn cards name the alien kinds):
    // called inside the undo macro of a change of the id from `from` to `to`, to rename
    // every use with `document->setValue(..., text)`. Not called when `to` is the id of
    // another row (the loader then reports the duplicate; nothing is merged silently).
    std::function<void(Document *document, const QString &from, const QString &to,
                       const QString &text)>
        renamed = {};
};

class GfTableModel : public DocumentArrayModel
{
    Q_OBJECT

public:
    GfTableModel(Document *document, const QString &arrayPointer, std::vector<ColumnSpec> columns,
                 QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    const ColumnSpec &spec(int column) const { return m_columns[std::size_t(column)]; }
    int columnOf(const QString &key) const;
    bool isUsed(int row, int column) const;
    QModelIndex indexOf(const QString &pointer) const;

    // Each one undo step; the row afterwards, -1 (false) when nothing was done.
    int addCopyOf(int row);
    bool removeRow(int row);
    int moveRow(int row, int delta);

private:
    std::vector<ColumnSpec> m_columns;
};

class GfTableDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;
};

// One table per array of the file (a tab each when there are several).
class GfTableEditor : public EditorWidget
{
    Q_OBJECT

public:
    struct Table
    {
        QString arrayPointer; // "/ships"
        const char *title;    // English, translated in context "Workshop" (the tab)
        std::vector<ColumnSpec> columns;
    };
    GfTableEditor(Document *document, std::vector<Table> tables, QWidget *parent = nullptr);
    void selectPointer(const QString &pointer) override;

    int tableCount() const { return int(m_models.size()); }
    GfTableModel *model(int table = 0) const { return m_models[std::size_t(table)]; }
    QTableView *view(int table = 0) const { return m_views[std::size_t(table)]; }
    QTabWidget *tabs() const { return m_tabs; }
    QAction *addAction() const { return m_add; }
    QAction *removeAction() const { return m_remove; }
    QAction *moveUpAction() const { return m_up; }
    QAction *moveDownAction() const { return m_down; }

private:
    int currentTable() const;
    void updateActions();

    std::vector<GfTableModel *> m_models;
    std::vector<QTableView *> m_views;
    QTabWidget *m_tabs = nullptr;
    QAction *m_add;
    QAction *m_remove;
    QAction *m_up;
    QAction *m_down;
};

// The two editors.
QWidget *createShipsTable(Document *document, QWidget *parent);
QWidget *createEquipmentTables(Document *document, QWidget *parent);

} // namespace starboard::editor::gftables
