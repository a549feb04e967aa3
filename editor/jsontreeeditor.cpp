#include "jsontreeeditor.h"

#include "document.h"

#include <QHeaderView>
#include <QJsonArray>
#include <QJsonObject>
#include <QTreeView>
#include <QVBoxLayout>

namespace starboard::editor {

JsonTreeModel::JsonTreeModel(Document *document, QObject *parent)
    : QAbstractItemModel(parent), m_document(document)
{
    rebuild();
    connect(document, &Document::changed, this, &JsonTreeModel::documentChanged);
}

void JsonTreeModel::rebuild()
{
    m_nodes.clear();
    m_top.clear();
    m_byPointer.clear();
    addChildren(-1, m_document->content(), QString());
}

void JsonTreeModel::documentChanged(const QString &pointer)
{
    const auto it = pointer.isEmpty() ? m_byPointer.constEnd() : m_byPointer.constFind(pointer);
    if (it != m_byPointer.constEnd()) {
        const int id = it.value();
        Node &node = m_nodes[std::size_t(id)];
        const QJsonValue now = m_document->value(pointer);
        if (!node.container && !now.isObject() && !now.isArray() && !now.isUndefined()) {
            node.value = now;
            const QModelIndex key = createIndex(node.row, 0, quintptr(id));
            emit dataChanged(key, key.siblingAtColumn(1));
            // An array element's label shows its name or id ("3 · Bomber").
            if (node.parent >= 0) {
                const QModelIndex parent =
                    createIndex(m_nodes[std::size_t(node.parent)].row, 0, quintptr(node.parent));
                emit dataChanged(parent, parent);
            }
            return;
        }
    }
    beginResetModel();
    rebuild();
    endResetModel();
}

void JsonTreeModel::addChildren(int parent, const QJsonValue &value, const QString &pointer)
{
    // (m_nodes grows while this runs: no references into it are kept across push_back.)
    auto siblings = [this, parent]() -> std::vector<int> & {
        return parent < 0 ? m_top : m_nodes[std::size_t(parent)].children;
    };
    auto add = [&](const QString &key, const QJsonValue &child) {
        Node node;
        node.key = key;
        node.pointer = childPointer(pointer, key);
        node.parent = parent;
        node.row = int(siblings().size());
        node.container = child.isObject() || child.isArray();
        if (!node.container)
            node.value = child;
        const QString childPath = node.pointer;
        const bool container = node.container;
        const int id = int(m_nodes.size());
        m_byPointer.insert(childPath, id);
        m_nodes.push_back(std::move(node));
        siblings().push_back(id);
        if (container)
            addChildren(id, child, childPath);
    };
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            add(it.key(), it.value());
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (int i = 0; i < array.size(); ++i)
            add(QString::number(i), array.at(i));
    }
}

QModelIndex JsonTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column > 1 || row < 0)
        return {};
    const auto &siblings =
        parent.isValid() ? m_nodes[std::size_t(parent.internalId())].children : m_top;
    if (parent.isValid() && parent.column() != 0)
        return {};
    if (row >= int(siblings.size()))
        return {};
    return createIndex(row, column, quintptr(siblings[std::size_t(row)]));
}

QModelIndex JsonTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const int parent = m_nodes[std::size_t(child.internalId())].parent;
    if (parent < 0)
        return {};
    return createIndex(m_nodes[std::size_t(parent)].row, 0, quintptr(parent));
}

int JsonTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_top.size());
    if (parent.column() != 0)
        return 0;
    return int(m_nodes[std::size_t(parent.internalId())].children.size());
}

int JsonTreeModel::columnCount(const QModelIndex &) const
{
    return 2;
}

QVariant JsonTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Node &node = m_nodes[std::size_t(index.internalId())];
    if (role == Qt::ToolTipRole)
        return node.pointer;
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    if (index.column() == 0) {
        // An array element that has a name or id shows it: "3 · Bomber".
        const QJsonValue element = node.container ? m_document->value(node.pointer) : QJsonValue();
        if (role == Qt::DisplayRole && element.isObject() && node.parent >= 0 &&
            m_nodes[std::size_t(node.parent)].container &&
            m_document->value(m_nodes[std::size_t(node.parent)].pointer).isArray()) {
            const QJsonObject object = element.toObject();
            const QString label = object.value(QLatin1String("name")).isString()
                                      ? object.value(QLatin1String("name")).toString()
                                      : object.value(QLatin1String("id")).toString();
            if (!label.isEmpty())
                return QStringLiteral("%1 \u00b7 %2").arg(node.key, label);
        }
        return node.key;
    }
    if (node.container)
        return role == Qt::DisplayRole
                   ? QVariant(/*: Workshop, the raw JSON editor: the value column of a list. %n: the
                                 number of its items. */
                              tr("%n item(s)", nullptr, int(node.children.size())))
                   : QVariant();
    return node.value.toVariant();
}

bool JsonTreeModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.column() != 1 || role != Qt::EditRole)
        return false;
    const Node &node = m_nodes[std::size_t(index.internalId())];
    if (node.container)
        return false;
    QJsonValue newValue;
    switch (node.value.type()) {
    case QJsonValue::Bool:
        newValue = value.toBool();
        break;
    case QJsonValue::Double: {
        bool ok = false;
        const double number = value.toDouble(&ok);
        if (!ok)
            return false;
        newValue = number;
        break;
    }
    default:
        newValue = value.toString();
        break;
    }
    // (The document resets the model on the change; node is not used after this.)
    //: An undo step's name (the Workshop's Edit menu, 'Undo …'). %1: a key of the file (its JSON
    //: name), e.g. 'name'.
    return m_document->setValue(node.pointer, newValue, tr("Change %1").arg(node.key));
}

Qt::ItemFlags JsonTreeModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const Node &node = m_nodes[std::size_t(index.internalId())];
    if (index.column() == 1 && !node.container && !node.value.isNull())
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant JsonTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    //: Workshop, the raw JSON editor: a column header: the member's name (a JSON term).
    return section == 0
               ? tr("Member")
               : /*: Workshop, the raw JSON editor: a column header: the member's value. */ tr(
                     "Value");
}

QString JsonTreeModel::pointerOf(const QModelIndex &index) const
{
    return index.isValid() ? m_nodes[std::size_t(index.internalId())].pointer : QString();
}

QModelIndex JsonTreeModel::indexOf(const QString &pointer) const
{
    QModelIndex current;
    for (const QString &token : splitPointer(pointer)) {
        bool found = false;
        for (int row = 0; row < rowCount(current); ++row) {
            const QModelIndex child = index(row, 0, current);
            if (m_nodes[std::size_t(child.internalId())].key == token) {
                current = child;
                found = true;
                break;
            }
        }
        if (!found)
            break;
    }
    return current;
}

JsonTreeEditor::JsonTreeEditor(Document *document, QWidget *parent)
    : EditorWidget(document, parent), m_model(new JsonTreeModel(document, this)),
      m_view(new QTreeView(this))
{
    m_view->setModel(m_model);
    m_view->setAlternatingRowColors(true);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::SelectedClicked);
    m_view->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_view->expandToDepth(0);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    connect(m_model, &QAbstractItemModel::modelReset, m_view, [this] { m_view->expandToDepth(0); });
}

void JsonTreeEditor::selectPointer(const QString &pointer)
{
    const QModelIndex index = m_model->indexOf(pointer);
    if (!index.isValid())
        return;
    m_view->scrollTo(index);
    m_view->setCurrentIndex(index);
}

} // namespace starboard::editor
